import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClickableTableRow } from './clickable-table-row';
import { Table, TableBody, TableCell } from './table';

afterEach(cleanup);

function renderRow(onOpen: () => void) {
  render(
    <Table>
      <TableBody>
        <ClickableTableRow aria-label="Amira Haddad: open the student" onOpen={onOpen}>
          <TableCell>
            <button type="button">Edit</button>
          </TableCell>
        </ClickableTableRow>
      </TableBody>
    </Table>,
  );
  return screen.getByRole('row', { name: 'Amira Haddad: open the student' });
}

describe('ClickableTableRow', () => {
  it('opens on a click, and on Enter or Space on the focused row', () => {
    const onOpen = vi.fn();
    const row = renderRow(onOpen);
    expect(row.tabIndex).toBe(0);
    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('leaves the keys of a control inside the row to that control', () => {
    const onOpen = vi.fn();
    renderRow(onOpen);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Edit' }), { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
