import { DateInput } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { renderWithRouter } from '../test/render';

function Picker() {
  const [value, setValue] = useState<string | null>('2026-03-05');
  return (
    <>
      <DateInput label="Date" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('date inputs, whatever the page', () => {
  it.each(['en', 'vi'] as const)('show and read dates day first in %s', async (language) => {
    await changeLanguage(language);
    renderWithRouter(<Picker />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('05/03/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '27/11/2026');
    await userEvent.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-27');
    expect(input).toHaveValue('27/11/2026');
    await changeLanguage('en');
  });
});
