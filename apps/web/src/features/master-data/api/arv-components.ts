import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation, useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { byId, endpointQuery } from '../../../lib/api/endpoint-query';
import { allItems, editedItem, SAVED_ITEM } from './item-reads';

const { arvComponent } = endpoints;

/** GET /ARVComponents/GetAll. */
export function useArvComponents() {
  return useQuery(allItems(endpointQuery(arvComponent.getAll, {})));
}

/** GET /ARVComponents/GetByID/{id}. */
export function useArvComponent(componentId: number | null) {
  return useQuery(editedItem(endpointQuery(arvComponent.getById, byId(componentId))));
}

/** POST /ARVComponents/Create {componentName, description, isActive}. */
export const useCreateArvComponent = () => useBodyMutation(arvComponent.create, SAVED_ITEM);

/** PUT /ARVComponents/Update {componentId, componentName, description, isActive}; isActive false deactivates. */
export const useUpdateArvComponent = () =>
  useEndpointMutation(arvComponent.update, {
    input: (body: ArvComponentItem) => ({ body }),
    ...SAVED_ITEM,
  });
