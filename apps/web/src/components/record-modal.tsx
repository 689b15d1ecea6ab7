import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A centred modal about one record, open while there is one: `children` draw its form, keyed by the record so
 * that each opening starts afresh from the record it is given.
 */
export function RecordModal<T>({
  record,
  onClose,
  title,
  closeLabel,
  size,
  children,
}: {
  record: T | null;
  onClose: () => void;
  title: string;
  closeLabel: string;
  size?: ModalProps['size'];
  children: (record: T) => ReactNode;
}) {
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {record !== null && children(record)}
    </Modal>
  );
}
