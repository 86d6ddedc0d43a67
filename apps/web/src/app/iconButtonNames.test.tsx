import { Modal } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { renderWithRouter } from '../test/render';

const NAMES = {
  en: { clear: 'Clear', previous: 'Previous month', next: 'Next month', close: 'Close' },
  vi: { clear: 'Xoá', previous: 'Tháng trước', next: 'Tháng sau', close: 'Đóng' },
};

describe('icon buttons Mantine draws without words', () => {
  it.each(['en', 'vi'] as const)('are named in %s: clear, the calendar arrows, and a modal close', async (language) => {
    await changeLanguage(language);
    const names = NAMES[language];
    const fields = renderWithRouter(<DateInput label="Date" defaultValue="2026-03-05" clearable />);
    expect(screen.getByRole('button', { name: names.clear })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Date' }));
    expect(await screen.findByRole('button', { name: names.previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: names.next })).toBeInTheDocument();
    fields.unmount();

    renderWithRouter(
      <Modal opened onClose={() => undefined} title="Dialog">
        body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: names.close })).toBeInTheDocument();
    await changeLanguage('en');
  });
});
