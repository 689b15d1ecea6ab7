import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointPage, endpointQuery, found } from '../../../lib/api/endpoint-query';

const { messaging } = endpoints;

/** Log entries a page shows. */
export const MESSAGE_LOG_PAGE_SIZE = 20;

/** GET /Messaging/Channels: which channels the configuration turns on. */
export function useMessagingChannels() {
  return useQuery({ ...endpointQuery(messaging.channels, {}), select: found });
}

/** GET /Messaging/Log?page&pageSize: newest first. */
export const useMessagingLog = (page: number) =>
  useQuery(endpointPage(messaging.log, { query: { page, pageSize: MESSAGE_LOG_PAGE_SIZE } }));
