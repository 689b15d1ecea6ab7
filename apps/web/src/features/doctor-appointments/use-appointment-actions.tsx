import {
  type Appointment,
  type AppointmentUpdateBody,
  formatDateVi,
  formatTimeShort,
  isDayAhead,
} from '@clinic/contract';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { clinicToday } from '../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { useUpdateAppointmentStatus } from './api/update-appointment-status';
import { flowTarget } from './flow-link';
import { doctorAppointmentsMessages as m } from './messages';

/** The patient as the doctor may name them: an anonymous appointment names nobody. */
export const shownPatient = (a: Appointment) => (a.isAnonymous ? m.anonymous : a.patientName);

/**
 * What the doctor does to one appointment from the list: accept it, cancel it after a confirmation, or record its
 * result (after a warning when the appointment's day has not come yet).
 */
export function useAppointmentActions() {
  const update = useUpdateAppointmentStatus();
  const navigate = useNavigate();

  const changeStatus = (change: AppointmentUpdateBody) =>
    update.mutate(change, {
      onSuccess: ({ message }) =>
        notifySuccess(message || (change.status === 'Confirmed' ? m.accepted : m.cancelled)),
      onError: (error) =>
        notifyError(error instanceof ApiError ? (error.serverMessage ?? error.message) : m.updateFailed),
    });

  const confirmCancel = (a: Appointment) =>
    modals.openConfirmModal({
      title: m.cancelTitle,
      children: (
        <Text size="sm">
          {m.cancelText(shownPatient(a), formatDateVi(a.appointmentDate), formatTimeShort(a.appointmentTime))}
        </Text>
      ),
      labels: { confirm: m.cancelConfirm, cancel: m.cancelKeep },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': m.closeDialog },
      onConfirm: () => changeStatus({ appointmentId: a.appointmentId, status: 'Cancelled' }),
    });

  const goToResult = (a: Appointment) => {
    const target = flowTarget(paths.doctor.testResultCreate, {
      appointmentId: a.appointmentId,
      patientId: a.patientId,
      doctorId: a.doctorId,
    });
    void navigate(target.to, { state: target.state });
  };

  const createResult = (a: Appointment) => {
    if (!isDayAhead(a.appointmentDate, clinicToday())) {
      goToResult(a);
      return;
    }
    modals.openConfirmModal({
      title: m.earlyTitle,
      children: <Text size="sm">{m.earlyText(formatDateVi(a.appointmentDate))}</Text>,
      labels: { confirm: m.earlyContinue, cancel: m.earlyBack },
      closeButtonProps: { 'aria-label': m.closeDialog },
      onConfirm: () => goToResult(a),
    });
  };

  return {
    accept: (a: Appointment) => changeStatus({ appointmentId: a.appointmentId, status: 'Confirmed' }),
    confirmCancel,
    createResult,
    /** The status this appointment is being moved to while the change is sent, else null. */
    pendingStatus: (a: Appointment) =>
      update.isPending && update.variables?.appointmentId === a.appointmentId
        ? update.variables.status
        : null,
  };
}

export type AppointmentActions = ReturnType<typeof useAppointmentActions>;
