import type { TestTypeItem } from '@clinic/contract';
import { Text } from '@mantine/core';
import { NOWRAP } from '../../components/data-table';
import { paths } from '../../config/paths';
import { useTestTypes, useUpdateTestType } from './api/test-types';
import { ActiveItemList, type ActiveItemListTexts } from './components/active-item-list';
import { filterTestTypes } from './master-data-model';
import { masterDataMessages as m } from './messages';

const texts: ActiveItemListTexts = {
  title: m.testTypesTitle,
  intro: m.testTypesIntro,
  add: m.testTypesAdd,
  searchLabel: m.testTypesSearchLabel,
  searchPlaceholder: m.testTypesSearchPlaceholder,
  caption: m.testTypesCaption,
  empty: m.testTypesEmpty,
  noMatch: m.testTypesNoMatch,
  pagination: m.testTypesPagination,
  loadFailed: m.testTypesLoadFailed,
  colId: m.colTestTypeId,
  colName: m.colTestTypeName,
  editLabel: m.testTypeEditLabel,
  deactivateLabel: m.testTypeDeactivateLabel,
  deactivateTitle: m.testTypeDeactivateTitle,
  deactivateQuestion: m.testTypeDeactivateQuestion,
  deactivated: m.testTypeDeactivated,
  updateFailed: m.testTypeUpdateFailed,
};

/** /test-types and /testType-management: Admin, Manager, Staff. */
export function TestTypesPage() {
  return (
    <ActiveItemList
      list={useTestTypes()}
      update={useUpdateTestType()}
      filter={filterTestTypes}
      idOf={(t: TestTypeItem) => t.testTypeId}
      nameOf={(t) => t.testTypeName}
      editTo={paths.admin.testTypeUpdate}
      addTo={paths.admin.testTypeCreate}
      texts={texts}
      extraColumns={[
        { header: m.colUnit, cell: (t) => t.unit, td: NOWRAP },
        { header: m.colNormalRange, cell: (t) => t.normalRange },
      ]}
      cardDetails={(t) => (
        <>
          <Text size="sm">
            {m.colUnit}: {t.unit}
          </Text>
          <Text size="sm">
            {m.colNormalRange}: {t.normalRange}
          </Text>
        </>
      )}
    />
  );
}
