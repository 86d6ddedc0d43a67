import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderWithRouter } from '../../test/render';
import { MasterFilters } from './MasterFilters';
import { masterSearchSchema } from './masterSearch';

describe('master table date filters', () => {
  it.each(['en', 'vi'] as const)('show and take dates day first in %s, whatever the browser locale', async (language) => {
    await changeLanguage(language);
    const onChange = vi.fn();
    renderWithRouter(<MasterFilters search={masterSearchSchema.parse({ from: '2026-03-05' })} onChange={onChange} rows={[]} />);
    const [from, to] = [language === 'vi' ? 'Từ ngày' : 'From', language === 'vi' ? 'Đến ngày' : 'To'];
    expect(screen.getByRole('textbox', { name: from })).toHaveValue('05/03/2026');
    await userEvent.type(screen.getByRole('textbox', { name: to }), '27/11/2026');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-11-27' });
    await changeLanguage('en');
  });

  it.each([
    ['en', 'From', 'March 2026', ['Mo', 'Tu']],
    ['vi', 'Từ ngày', 'tháng 3 2026', ['T2', 'T3']],
  ] as const)(
    'open a calendar in %s that names the month and weekdays in that language, Monday first',
    async (language, label, month, days) => {
      await changeLanguage(language);
      renderWithRouter(<MasterFilters search={masterSearchSchema.parse({ from: '2026-03-05' })} onChange={vi.fn()} rows={[]} />);
      await userEvent.click(screen.getByRole('textbox', { name: label }));
      expect(await screen.findByRole('button', { name: month })).toBeInTheDocument();
      const weekdays = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(weekdays.slice(0, 2)).toEqual(days);
      await changeLanguage('en');
    },
  );
});
