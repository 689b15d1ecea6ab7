import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { found, useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { ARV_COMPONENT_READS } from '../../../lib/api/master-data';
import { SAVED_ITEM, STILL_WHILE_EDITED } from './item-reads';

export interface ArvComponentCreateInput {
  componentName: string;
  description: string;
  isActive: boolean;
}

/** GET /ARVComponents/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export function useArvComponents() {
  return useEndpointQuery(endpoints.arvComponent.getAll, {}, { select: (data) => data ?? [] });
}

/** GET /ARVComponents/GetByID/{id}. */
export function useArvComponent(componentId: number | null) {
  return useEndpointQuery(
    endpoints.arvComponent.getById,
    componentId === null ? null : { params: { id: componentId } },
    { read: found, ...STILL_WHILE_EDITED },
  );
}

/** POST /ARVComponents/Create {componentName, description, isActive}. */
export const useCreateArvComponent = () =>
  useEndpointMutation(endpoints.arvComponent.create, {
    input: (body: ArvComponentCreateInput) => ({ body }),
    ...SAVED_ITEM,
    invalidates: ARV_COMPONENT_READS,
  });

/** PUT /ARVComponents/Update {componentId, componentName, description, isActive}; isActive false deactivates. */
export const useUpdateArvComponent = () =>
  useEndpointMutation(endpoints.arvComponent.update, {
    input: (body: ArvComponentItem) => ({ body }),
    ...SAVED_ITEM,
    invalidates: ARV_COMPONENT_READS,
  });
