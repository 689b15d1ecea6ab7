// @vitest-environment jsdom
import { WORKLIST_TEXTS } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import type { WorklistRow } from './api/worklist';
import { WorklistItems } from './doctor-worklist';

function renderItems(items: WorklistRow[]) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <WorklistItems items={items} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe("the doctor's worklist", () => {
  it('links each patient to their clinical summary, with the action and its date', () => {
    renderItems([
      {
        patientId: 7,
        fullName: 'Nguyễn Văn A',
        code: 'suspectedFailure',
        dueDate: null,
        since: '2026-03-05',
      },
      { patientId: 9, fullName: 'Trần Thị B', code: 'viralLoadDue', dueDate: '2026-11-30', since: null },
    ]);

    const first = screen.getByRole('link', { name: 'Nguyễn Văn A' });
    expect(first.getAttribute('href')).toBe('/patients/7/clinical-summary');
    expect(screen.getByText(`${WORKLIST_TEXTS.suspectedFailure} · Từ 05/03/2026`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trần Thị B' }).getAttribute('href')).toBe(
      '/patients/9/clinical-summary',
    );
    expect(screen.getByText(`${WORKLIST_TEXTS.viralLoadDue} · Hạn 30/11/2026`)).toBeTruthy();
    // The server's order (most urgent first) is kept.
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Nguyễn Văn A', 'Trần Thị B']);
  });

  it('says when no patient needs action', () => {
    renderItems([]);
    expect(screen.getByText('Không có bệnh nhân cần xử lý.')).toBeTruthy();
  });
});
