import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { appMessages } from '../messages';

/**
 * Page links under a list, centred; nothing when everything fits on one page. A page past the end (the list
 * shrank under a filter or a deletion) shows as the last one.
 */
export function ListPagination({
  pages,
  current,
  onChange,
  label,
}: {
  pages: number;
  current: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={Math.min(current, pages)}
      onChange={onChange}
      aria-label={label}
      // The arrow buttons have no text; axe (button-name, serious) needs a name for each.
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? appMessages.previousPage
            : control === 'next'
              ? appMessages.nextPage
              : undefined,
      })}
      style={{ alignSelf: 'center' }}
    />
  );
}
