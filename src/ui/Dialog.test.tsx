import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, Dialog } from './Dialog';

/** A dialog opened programmatically (no Radix Trigger), as every screen of the app does. */
function Opener({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {confirm ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Sure?"
          message="Really?"
          confirmLabel="Yes"
          onConfirm={() => setOpen(false)}
        />
      ) : (
        <Dialog open={open} onOpenChange={setOpen} title="Details">
          <input aria-label="Inside" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('locks the page scroll while open, and releases it when closed', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await screen.findByRole('dialog', { name: 'Details' });
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it.each([
    ['Escape', '{Escape}'],
    ['the close button', null],
  ])('returns focus to the button that opened it when closed with %s', async (_how, keys) => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    if (keys) await user.keyboard(keys);
    else await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener of a confirmation too, opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Opener confirm />);
    await user.tab();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Open it' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(opener).toHaveFocus();
  });
});
