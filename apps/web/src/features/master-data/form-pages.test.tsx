// @vitest-environment jsdom
import type { ArvComponentItem, TestTypeItem } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appMessages } from '../../messages';
import { bodiesSentTo, stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { ArvComponentUpdatePage } from './arv-component-form-page';
import { masterDataMessages as m } from './messages';
import { TestTypeCreatePage, TestTypeUpdatePage } from './test-type-form-page';

const testType: TestTypeItem = {
  testTypeId: 3,
  testTypeName: 'CD4',
  unit: 'cells/mm³',
  normalRange: '500 - 1500',
  isActive: true,
  kind: 'cd4',
};

const component: ArvComponentItem = {
  componentId: 5,
  componentName: 'Tenofovir disoproxil fumarate (TDF)',
  description: 'NRTI',
  isActive: false,
  ingredients: [],
  fixedDoseCombination: false,
};

const ok = (data: unknown) => envelopeReply(200, data, { message: 'Thành công' });
const notFound = () => envelopeReply(404, null, { message: 'Không tìm thấy' });
const failed = () => envelopeReply(500, null, { message: 'Lỗi máy chủ' });

const fetchMock = stubFetch();

const routes = [
  { path: '/test-types/create', Component: TestTypeCreatePage },
  { path: '/test-types/update/:id', Component: TestTypeUpdatePage },
  { path: '/ARVcomponents/update/:componentId', Component: ArvComponentUpdatePage },
  { path: '/test-types', element: <p>test types</p> },
  { path: '/testType-management', element: <p>test type management</p> },
  { path: '/ARVcomponents', element: <p>components</p> },
];

describe('the master-data update pages', () => {
  beforeEach(() => signIn('Admin'));

  it('leave a test type that is not there for the list, with the error toast', async () => {
    fetchMock.mockImplementation(async () => notFound());
    const router = renderRoutes(routes, '/test-types/update/99');
    expect(await screen.findByText('test types')).toBeTruthy();
    expect(router.state.action).toBe('REPLACE');
    expect(await screen.findByText(m.testTypeNotFound)).toBeTruthy();
  });

  // A test type that failed to load may be tried again; a component that is not there may not.
  it.each([
    [
      'a test type that failed to load',
      failed,
      '/test-types/update/3',
      m.testTypeLoadFailed,
      true,
      '/test-types',
    ],
    [
      'a component that is not there',
      notFound,
      '/ARVcomponents/update/99',
      m.componentLoadFailed,
      false,
      '/ARVcomponents',
    ],
  ])('show %s in their own words, with the way back', async (_case, answer, path, message, retry, back) => {
    fetchMock.mockImplementation(async () => answer());
    renderRoutes(routes, path);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('button', { name: appMessages.retry }) !== null).toBe(retry);
    expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe(back);
  });

  it('send the component back with its id and isActive as loaded, then replace the form with the list', async () => {
    fetchMock.mockImplementation(async () => ok(component));
    const router = renderRoutes(routes, '/ARVcomponents/update/5');
    expect(await screen.findByDisplayValue(component.componentName)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText('components')).toBeTruthy();
    expect(router.state.action).toBe('REPLACE');
    expect(bodiesSentTo(fetchMock, '/ARVComponents/Update')).toEqual([
      { ...component, componentId: 5, isActive: false, ingredients: [], fixedDoseCombination: false },
    ]);
  });
});

describe('the test type form', () => {
  beforeEach(() => signIn('Admin'));

  it('sends the whole test type back with the edited fields, then replaces the form with the list', async () => {
    fetchMock.mockImplementation(async () => ok(testType));
    const router = renderRoutes(routes, '/test-types/update/3');
    fireEvent.change(await screen.findByDisplayValue(testType.normalRange), { target: { value: '> 500' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText('test type management')).toBeTruthy();
    expect(router.state.action).toBe('REPLACE');
    expect(bodiesSentTo(fetchMock, '/TestType/Update')).toEqual([{ ...testType, normalRange: '> 500' }]);
  });

  it("shows the server's field error under its input, whatever its case, with the generic toast", async () => {
    const message = 'Loại xét nghiệm đã tồn tại';
    fetchMock.mockImplementation(async () =>
      envelopeReply(400, null, { message, errors: [message], fieldErrors: { TestTypeName: [message] } }),
    );
    renderRoutes(routes, '/test-types/create');
    fireEvent.change(await screen.findByLabelText(/^Tên loại xét nghiệm/), { target: { value: 'CD4' } });
    fireEvent.change(screen.getByLabelText(/^Khoảng bình thường/), { target: { value: '500 - 1500' } });
    fireEvent.click(screen.getByRole('button', { name: m.testTypeCreate }));
    expect(await screen.findByText(appMessages.checkInput)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    const form = screen.getByRole('form', { name: m.testTypeCreateTitle });
    expect(within(form).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(bodiesSentTo(fetchMock, '/TestType/Create')).toHaveLength(1));
  });
});
