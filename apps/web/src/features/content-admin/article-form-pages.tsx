import './components/admin-styles';
import { type Article, articleCreateBody, articleUpdateBody } from '@clinic/contract';
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { zodResolver } from '../../lib/forms';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { useCreateArticle, useManagedArticle, useUpdateArticle } from './api/articles';
import { useAllCategories } from './api/categories';
import {
  type ArticleFormValues,
  articleInput,
  categoryOptions,
  errorMessage,
  isNotFound,
  parseArticleCreate,
  parseArticleUpdate,
  parseRouteId,
} from './content-model';
import { contentAdminMessages as m } from './messages';

/** /articles/create. */
export function ArticleCreatePage() {
  return <ArticleFormLoader />;
}

/** /articles/update/:id. */
export function ArticleUpdatePage() {
  return <ArticleUpdateLoader />;
}

function ArticleUpdateLoader() {
  const { id } = useParams();
  const articleId = parseRouteId(id);
  const article = useManagedArticle(articleId);
  const notFound = (
    <NotFoundState title={m.articleNotFound} backTo={paths.admin.articles} backLabel={m.back} />
  );
  if (articleId === null) return notFound;
  if (article.isPending) return <PageLoader />;
  if (article.isError) {
    if (isNotFound(article.error)) return notFound;
    return (
      <PageError
        message={errorMessage(article.error, m.loadArticleFailed)}
        onRetry={() => void article.refetch()}
      />
    );
  }
  return <ArticleFormLoader key={article.data.articleId} article={article.data} />;
}

/** The form needs the categories for its select: their own loading and error states. */
function ArticleFormLoader({ article }: { article?: Article }) {
  const categories = useAllCategories();
  if (categories.isPending) return <PageLoader />;
  if (categories.isError)
    return (
      <PageError
        message={errorMessage(categories.error, m.loadCategoriesFailed)}
        onRetry={() => void categories.refetch()}
      />
    );
  const options = categoryOptions(categories.data, article?.categoryId ?? null);
  return <ArticleForm article={article} options={options} />;
}

function ArticleForm({
  article,
  options,
}: {
  article?: Article | undefined;
  options: { value: string; label: string }[];
}) {
  const session = useSession();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const userId = session?.user.userId ?? null;
  const { formRef, formError, setFormError, invalid, saved, failed } = useSaveFeedback(paths.admin.articles);
  const form = useForm<ArticleFormValues>({
    initialValues: {
      title: article?.title ?? '',
      categoryId: article ? String(article.categoryId) : '',
      content: article?.content ?? '',
      isActive: article?.isActive ?? true,
    },
    validate: zodResolver(article ? articleUpdateBody : articleCreateBody, (values: ArticleFormValues) =>
      articleInput(values, userId, article?.articleId),
    ),
  });
  const pending = create.isPending || update.isPending;

  const onSubmit = (values: ArticleFormValues) => {
    setFormError(null);
    if (article) {
      const parsed = parseArticleUpdate(article.articleId, values, userId);
      if (!parsed.ok) return;
      update.mutate(parsed.data, {
        onSuccess: saved(m.articleUpdated),
        onError: failed(form, m.updateArticleFailed),
      });
    } else {
      const parsed = parseArticleCreate(values, userId);
      if (!parsed.ok) return;
      create.mutate(parsed.data, {
        onSuccess: saved(m.articleCreated),
        onError: failed(form, m.createArticleFailed),
      });
    }
  };

  return (
    <FormFrame
      title={article ? m.updateArticleTitle : m.createArticleTitle}
      formRef={formRef}
      onSubmit={form.onSubmit(onSubmit, invalid)}
      formError={formError}
      pending={pending}
      submitLabel={article ? m.save : m.create}
      cancelTo={paths.admin.articles}
      maw={720}
    >
      <TextInput
        label={m.articleTitle}
        placeholder={m.articleTitlePlaceholder}
        required
        maxLength={300}
        {...form.getInputProps('title')}
        disabled={pending}
      />
      <NativeSelect
        label={m.articleCategory}
        required
        {...form.getInputProps('categoryId')}
        disabled={pending}
        description={options.length === 0 ? m.noCategoryOption : undefined}
        data={[{ value: '', label: m.articleCategoryPlaceholder }, ...options]}
      />
      <Textarea
        label={m.articleContent}
        placeholder={m.articleContentPlaceholder}
        required
        autosize
        minRows={8}
        maxRows={24}
        {...form.getInputProps('content')}
        disabled={pending}
      />
      {article && (
        <Switch
          label={m.articleVisible}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
          disabled={pending}
        />
      )}
    </FormFrame>
  );
}
