import './components/admin-styles';
import type { Article } from '@clinic/contract';
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateArticle } from './api/create-article';
import { useManagedArticle } from './api/get-article';
import { useAllCategories } from './api/get-categories';
import { useUpdateArticle } from './api/update-article';
import { FormFrame } from './components/form-frame';
import {
  type ArticleFormValues,
  categoryOptions,
  errorMessage,
  isNotFound,
  isSessionError,
  parseArticleCreate,
  parseArticleUpdate,
  parseRouteId,
  serverFieldErrors,
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
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ArticleFormValues>({
    title: article?.title ?? '',
    categoryId: article ? String(article.categoryId) : '',
    content: article?.content ?? '',
    isActive: article?.isActive ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const userId = session?.user.userId ?? null;

  const set = <K extends keyof ArticleFormValues>(field: K, value: ArticleFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((err) => withoutField(err, field));
  };

  const onFailure = (fallback: string) => (error: unknown) => {
    if (isSessionError(error)) return;
    const message = errorMessage(error, fallback);
    setErrors(serverFieldErrors(error));
    setFormError(message);
    notifyError(message);
    focusFirstInvalid(formRef.current);
  };
  const onSaved = (message: string) => {
    notifySuccess(message);
    void navigate(paths.admin.articles);
  };
  const invalid = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (article) {
      const parsed = parseArticleUpdate(article.articleId, values, userId);
      if (!parsed.ok) return invalid(parsed.errors);
      update.mutate(parsed.data, {
        onSuccess: () => onSaved(m.articleUpdated),
        onError: onFailure(m.updateArticleFailed),
      });
    } else {
      const parsed = parseArticleCreate(values, userId);
      if (!parsed.ok) return invalid(parsed.errors);
      create.mutate(parsed.data, {
        onSuccess: () => onSaved(m.articleCreated),
        onError: onFailure(m.createArticleFailed),
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
