import type { ArvComponentItem } from '@clinic/contract';
import { Text } from '@mantine/core';
import { paths } from '../../config/paths';
import { useArvComponents, useUpdateArvComponent } from './api/arv-components';
import { ActiveItemList, type ActiveItemListTexts } from './components/active-item-list';
import { filterComponents } from './master-data-model';
import { masterDataMessages as m } from './messages';

const texts: ActiveItemListTexts = {
  title: m.componentsTitle,
  intro: m.componentsIntro,
  add: m.componentsAdd,
  searchLabel: m.componentsSearchLabel,
  searchPlaceholder: m.componentsSearchPlaceholder,
  caption: m.componentsCaption,
  empty: m.componentsEmpty,
  noMatch: m.componentsNoMatch,
  pagination: m.componentsPagination,
  loadFailed: m.componentsLoadFailed,
  colId: m.colComponentId,
  colName: m.colComponentName,
  editLabel: m.componentEditLabel,
  deactivateLabel: m.componentDeactivateLabel,
  deactivateTitle: m.componentDeactivateTitle,
  deactivateQuestion: m.componentDeactivateQuestion,
  deactivated: m.componentDeactivated,
  updateFailed: m.componentUpdateFailed,
};

/** /ARVcomponents and /ARVcomponents-management: Admin, Manager, Staff. */
export function ArvComponentsPage() {
  return (
    <ActiveItemList
      list={useArvComponents()}
      update={useUpdateArvComponent()}
      filter={filterComponents}
      idOf={(c: ArvComponentItem) => c.componentId}
      nameOf={(c) => c.componentName}
      editTo={paths.admin.arvComponentUpdate}
      addTo={paths.admin.arvComponentCreate}
      texts={texts}
      nameMinWidth={150}
      extraColumns={[{ header: m.colDescription, cell: (c) => c.description }]}
      cardDetails={(c) => <Text size="sm">{c.description}</Text>}
    />
  );
}
