import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation, useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { endpointQuery, found, STILL_WHILE_EDITED } from '../../../lib/api/endpoint-query';
import { SAVED_ITEM } from './item-reads';

const { arvComponent } = endpoints;

/** GET /ARVComponents/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export function useArvComponents() {
  return useQuery({ ...endpointQuery(arvComponent.getAll, {}), select: (data) => data ?? [] });
}

/** GET /ARVComponents/GetByID/{id}. */
export function useArvComponent(componentId: number | null) {
  return useQuery({
    ...endpointQuery(arvComponent.getById, componentId === null ? null : { params: { id: componentId } }),
    select: found,
    ...STILL_WHILE_EDITED,
  });
}

/** POST /ARVComponents/Create {componentName, description, isActive}. */
export const useCreateArvComponent = () => useBodyMutation(arvComponent.create, SAVED_ITEM);

/** PUT /ARVComponents/Update {componentId, componentName, description, isActive}; isActive false deactivates. */
export const useUpdateArvComponent = () =>
  useEndpointMutation(arvComponent.update, {
    input: (body: ArvComponentItem) => ({ body }),
    ...SAVED_ITEM,
  });
