// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

afterEach(cleanup);
// jsdom lays nothing out; the list scrolls its active option into view in a browser.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const OPTIONS: ComboboxOption[] = [
  { value: 'EG', label: 'Egypt', hint: 'مصر' },
  { value: 'NG', label: 'Nigeria', hint: 'نيجيريا' },
  { value: 'SR', label: 'Suriname', hint: 'سورينام' },
  { value: 'SY', label: 'Syrian Arab Republic', hint: 'سوريا' },
];

function Picker({
  initial = '',
  loading = false,
  onChange = () => {},
}: {
  initial?: string;
  loading?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="nationality">Nationality</label>
      <Combobox
        id="nationality"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={loading ? undefined : OPTIONS}
        placeholder="Choose a country"
        searchLabel="Search countries"
        hintLang="ar"
      />
    </>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Nationality' });
const search = () => screen.getByRole('combobox', { name: 'Search countries' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('<Combobox />', () => {
  it('reads like a select: its label, the placeholder, closed', () => {
    render(<Picker />);
    expect(trigger().textContent).toBe('Choose a country');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by either name, moves with the arrows and chooses with Enter', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    fireEvent.click(trigger());
    expect(optionNames()).toHaveLength(4);
    fireEvent.change(search(), { target: { value: 'سور' } });
    expect(optionNames()).toEqual(['Surinameسورينام', 'Syrian Arab Republicسوريا']);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(search().getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('SY');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('Syrian Arab Republicسوريا');
  });

  it('ignores accents and case, and says when nothing matches', () => {
    render(<Picker />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: 'NÍGER' } });
    expect(optionNames()).toEqual(['Nigeriaنيجيريا']);
    fireEvent.change(search(), { target: { value: 'Atlantis' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No match')).toBeTruthy();
  });

  it('marks the chosen option and shows a value that is no option as it is', () => {
    const { unmount } = render(<Picker initial="NG" />);
    fireEvent.click(trigger());
    const selected = screen
      .getAllByRole('option')
      .filter((option) => option.ariaSelected === 'true');
    expect(selected.map((option) => option.textContent)).toEqual(['Nigeriaنيجيريا']);
    unmount();
    render(<Picker initial="Nigerain" />);
    expect(trigger().textContent).toBe('Nigerain');
  });

  it('stays disabled while its options load', () => {
    render(<Picker loading />);
    expect(trigger().textContent).toBe('Loading…');
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
  });
});
