import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';

/** Page links under a list, centred; nothing when everything fits on one page. */
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
      value={current}
      onChange={onChange}
      aria-label={label}
      // The arrow buttons have no text; axe (button-name, serious) needs a name for each.
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? 'Trang trước' : control === 'next' ? 'Trang sau' : undefined,
      })}
      style={{ alignSelf: 'center' }}
    />
  );
}
