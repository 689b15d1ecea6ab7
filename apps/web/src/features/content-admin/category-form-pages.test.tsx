// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { CategoryCreatePage, CategoryUpdatePage } from './category-form-pages';
import { contentAdminMessages as m } from './messages';

const fetchMock = stubFetch();

const routes = [
  { path: '/categories/create', Component: CategoryCreatePage },
  { path: '/categories/update/:id', Component: CategoryUpdatePage },
  { path: '/categories', element: <p>categories</p> },
];

describe('the category form pages', () => {
  beforeEach(() => signIn('Staff'));

  it('say a category that is not there, with the way back to the list', async () => {
    fetchMock.mockImplementation(async () => envelopeReply(404, null, { message: 'Không tìm thấy' }));
    renderRoutes(routes, '/categories/update/99');
    expect(await screen.findByRole('heading', { name: m.categoryNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe('/category-manager');
  });

  it('send the edited category, then go on to the list', async () => {
    const category = { categoryId: 4, categoryName: 'Điều trị', isActive: true };
    fetchMock.mockImplementation(async () => envelopeReply(200, category));
    const router = renderRoutes(routes, '/categories/update/4');
    fireEvent.change(await screen.findByDisplayValue('Điều trị'), { target: { value: 'Điều trị ARV' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText('categories')).toBeTruthy();
    expect(router.state.action).toBe('PUSH');
    expect(bodiesSentTo(fetchMock, '/Category/Update')).toEqual([
      { ...category, categoryName: 'Điều trị ARV' },
    ]);
  });

  it("show the server's refusal on top of the form, and its field error under the input", async () => {
    const message = 'Tên danh mục đã tồn tại';
    fetchMock.mockImplementation(async () =>
      envelopeReply(400, null, { message, errors: [message], fieldErrors: { categoryName: [message] } }),
    );
    renderRoutes(routes, '/categories/create');
    fireEvent.change(await screen.findByLabelText(/^Tên danh mục/), { target: { value: 'Điều trị' } });
    fireEvent.click(screen.getByRole('button', { name: m.create }));
    const form = screen.getByRole('form', { name: m.createCategoryTitle });
    expect((await within(form).findByRole('alert')).textContent).toContain(message);
    expect(within(form).getAllByText(message)).toHaveLength(2);
    await waitFor(() => expect(bodiesSentTo(fetchMock, '/Category/Create')).toHaveLength(1));
  });
});
