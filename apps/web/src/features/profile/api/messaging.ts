import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation, useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { endpointQuery, found } from '../../../lib/api/endpoint-query';

const { messaging } = endpoints;

/** GET /Messaging/Preferences: the patient's channels, which the clinic has set up, and the confirmed phone. */
export function useMessagingPreferences() {
  return useQuery({ ...endpointQuery(messaging.preferences, {}), select: found });
}

/** PUT /Messaging/Preferences with every channel. */
export const useSaveMessagingPreferences = () => useBodyMutation(messaging.savePreferences);

/** POST /Messaging/Phone/SendCode: the code goes by SMS to the account's number. */
export const useSendPhoneCode = () => useEndpointMutation(messaging.sendPhoneCode, { input: () => ({}) });

/** POST /Messaging/Phone/Verify { code }; the preferences then show the number confirmed. */
export const useVerifyPhone = () => useBodyMutation(messaging.verifyPhone);
