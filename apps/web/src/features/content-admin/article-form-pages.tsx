import './components/admin-styles';
import type { Article } from '@clinic/contract';
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { useAdminForm } from '../../lib/use-admin-form';
import { useCreateArticle } from './api/create-article';
import { useManagedArticle } from './api/get-article';
import { useAllCategories } from './api/get-categories';
import { useUpdateArticle } from './api/update-article';
import {
  type ArticleFormValues,
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
  return (
    <RequireStaff>
      <ArticleFormLoader />
    </RequireStaff>
  );
}

/** /articles/update/:id. */
export function ArticleUpdatePage() {
  return (
    <RequireStaff>
      <ArticleUpdateLoader />
    </RequireStaff>
  );
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
  const { formRef, values, errors, formError, set, begin, invalid, saved, failed } =
    useAdminForm<ArticleFormValues>(
      {
        title: article?.title ?? '',
        categoryId: article ? String(article.categoryId) : '',
        content: article?.content ?? '',
        isActive: article?.isActive ?? true,
      },
      paths.admin.articles,
    );
  const pending = create.isPending || update.isPending;
  const userId = session?.user.userId ?? null;

  const onSubmit = (event: FormEvent) => {
    begin(event);
    if (article) {
      const parsed = parseArticleUpdate(article.articleId, values, userId);
      if (!parsed.ok) return invalid(parsed.errors);
      update.mutate(parsed.data, {
        onSuccess: saved(m.articleUpdated),
        onError: failed(m.updateArticleFailed),
      });
    } else {
      const parsed = parseArticleCreate(values, userId);
      if (!parsed.ok) return invalid(parsed.errors);
      create.mutate(parsed.data, {
        onSuccess: saved(m.articleCreated),
        onError: failed(m.createArticleFailed),
      });
    }
  };

  return (
    <FormFrame
      title={article ? m.updateArticleTitle : m.createArticleTitle}
      formRef={formRef}
      onSubmit={onSubmit}
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
        value={values.title}
        error={errors.title}
        disabled={pending}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <NativeSelect
        label={m.articleCategory}
        required
        value={values.categoryId}
        error={errors.categoryId}
        disabled={pending}
        description={options.length === 0 ? m.noCategoryOption : undefined}
        data={[{ value: '', label: m.articleCategoryPlaceholder }, ...options]}
        onChange={(e) => set('categoryId', e.currentTarget.value)}
      />
      <Textarea
        label={m.articleContent}
        placeholder={m.articleContentPlaceholder}
        required
        autosize
        minRows={8}
        maxRows={24}
        value={values.content}
        error={errors.content}
        disabled={pending}
        onChange={(e) => set('content', e.currentTarget.value)}
      />
      {article && (
        <Switch
          label={m.articleVisible}
          checked={values.isActive}
          disabled={pending}
          onChange={(e) => set('isActive', e.currentTarget.checked)}
        />
      )}
    </FormFrame>
  );
}
