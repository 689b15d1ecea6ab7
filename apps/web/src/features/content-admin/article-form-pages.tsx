import './components/admin-styles';
import { type Article, articleCreateBody, articleUpdateBody } from '@clinic/contract';
import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { OptionSelect, type SelectOption } from '../../components/option-select';
import { NotFoundState } from '../../components/page-states';
import { QueryView, RouteRecord } from '../../components/query-view';
import { useRecordSave } from '../../components/record-save';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { zodResolver } from '../../lib/forms';
import { useCreateArticle, useManagedArticle, useUpdateArticle } from './api/articles';
import { useAllCategories } from './api/categories';
import {
  type ArticleFormValues,
  articleInput,
  categoryOptions,
  parseArticleCreate,
  parseArticleUpdate,
} from './content-model';
import { contentAdminMessages as m } from './messages';

/** /articles/create. */
export function ArticleCreatePage() {
  return <ArticleFormLoader />;
}

/** /articles/update/:id. */
export function ArticleUpdatePage() {
  return (
    <RouteRecord
      read={useManagedArticle}
      failed={m.loadArticleFailed}
      notFound={<NotFoundState title={m.articleNotFound} backTo={paths.admin.articles} backLabel={m.back} />}
    >
      {(article) => <ArticleFormLoader key={article.articleId} article={article} />}
    </RouteRecord>
  );
}

/** The form needs the categories for its select: their own loading and error states. */
function ArticleFormLoader({ article }: { article?: Article }) {
  return (
    <QueryView query={useAllCategories()} failed={m.loadCategoriesFailed}>
      {(categories) => (
        <ArticleForm article={article} options={categoryOptions(categories, article?.categoryId ?? null)} />
      )}
    </QueryView>
  );
}

function ArticleForm({ article, options }: { article?: Article | undefined; options: SelectOption[] }) {
  const session = useSession();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const userId = session?.user.userId ?? null;
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
  const { field, frame } = useRecordSave(
    form,
    paths.admin.articles,
    {
      mutation: create,
      parse: (values) => parseArticleCreate(values, userId),
      saved: m.articleCreated,
      failed: m.createArticleFailed,
      title: m.createArticleTitle,
      submitLabel: m.create,
    },
    article && {
      mutation: update,
      parse: (values) => parseArticleUpdate(article.articleId, values, userId),
      saved: m.articleUpdated,
      failed: m.updateArticleFailed,
      title: m.updateArticleTitle,
      submitLabel: m.save,
    },
  );

  return (
    <FormFrame {...frame} cancelTo={paths.admin.articles} maw={720}>
      <TextInput
        label={m.articleTitle}
        placeholder={m.articleTitlePlaceholder}
        required
        maxLength={300}
        {...field('title')}
      />
      <OptionSelect
        label={m.articleCategory}
        {...field('categoryId')}
        options={options}
        placeholder={m.articleCategoryPlaceholder}
        noOptions={m.noCategoryOption}
      />
      <Textarea
        label={m.articleContent}
        placeholder={m.articleContentPlaceholder}
        required
        autosize
        minRows={8}
        maxRows={24}
        {...field('content')}
      />
      {article && <Switch label={m.articleVisible} {...field('isActive', { type: 'checkbox' })} />}
    </FormFrame>
  );
}
