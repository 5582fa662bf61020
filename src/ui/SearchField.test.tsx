import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField, SearchNote } from './SearchField';

const HINT = 'Start of the full name, an employee ID (e.g. EMP0) or an email.';

function Controlled({ onChange, error = null }: { onChange: (v: string) => void; error?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      id="s"
      label="Search the roster"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      placeholder="Search by name, ID, or email..."
      hint={HINT}
      error={error}
    />
  );
}

describe('SearchField', () => {
  it('is a search box named by its label and described by its hint', () => {
    render(<Controlled onChange={() => {}} />);
    const input = screen.getByRole('searchbox', { name: 'Search the roster' });
    expect(input).toHaveAttribute('placeholder', 'Search by name, ID, or email...');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAttribute('aria-describedby', 's-hint');
    expect(input).toHaveAccessibleDescription(HINT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the error in place of the hint, as an alert that describes the input', () => {
    render(<Controlled onChange={() => {}} error="Search at most 254 characters." />);
    const input = screen.getByRole('searchbox', { name: 'Search the roster' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Search at most 254 characters.');
    expect(alert).toHaveAttribute('id', 's-hint');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Search at most 254 characters.');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('calls onChange with the text as it is typed', async () => {
    const onChange = vi.fn<(v: string) => void>();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the roster' }), 'ash');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['a', 'as', 'ash']);
  });

  it('without a hint, is described only while there is an error', () => {
    const props = { id: 'rc', label: 'Search', value: '', onChange: () => {}, placeholder: 'Search...' };
    const { rerender } = render(<SearchField {...props} error={null} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(<SearchField {...props} error="Too long." />);
    expect(input).toHaveAttribute('aria-describedby', 'rc-error');
    expect(input).toHaveAccessibleDescription('Too long.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'rc-error');
  });

  it('with its note apart, the input is still described by the note the caller renders', () => {
    render(
      <>
        <SearchField
          id="mr"
          label="Search"
          value=""
          onChange={() => {}}
          placeholder="Employee ID, reference or name..."
          hint="Finds claims."
          error={null}
          noteApart
        />
        <SearchNote id="mr" hint="Finds claims." error={null} className="-mt-2" />
      </>,
    );
    expect(screen.getAllByText('Finds claims.')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription('Finds claims.');
  });
});
