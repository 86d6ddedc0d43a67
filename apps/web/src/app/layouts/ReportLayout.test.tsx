import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { ReportLayout } from './ReportLayout';

describe('report layout', () => {
  it('puts the back link, title and actions in a slim top bar above full-width content', () => {
    renderWithRouter(
      <ReportLayout backTo="/businesses/b-1" backLabel="Back to business" title="Balance sheet" actions={<Button>Export PDF</Button>}>
        <table aria-label="report table" />
      </ReportLayout>,
      { path: '/edit-report/balance-sheet' },
    );
    const bar = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'Back to business' })).toHaveAttribute('href', '/businesses/b-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Balance sheet' })).toBeInTheDocument();
    expect(screen.getByTestId('report-actions')).toContainElement(screen.getByRole('button', { name: 'Export PDF' }));
    expect(bar).toContainElement(screen.getByRole('heading', { name: 'Balance sheet' }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('table', { name: 'report table' }));
  });

  it('offers a skip link as the first Tab stop, which moves the focus to the content', async () => {
    renderWithRouter(<ReportLayout backTo="/" backLabel="Back" title="GST" actions={<Button>Export PDF</Button>} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves out the actions slot when there are none', () => {
    renderWithRouter(<ReportLayout backTo="/" backLabel="Back" title="GST" />);
    expect(screen.queryByTestId('report-actions')).not.toBeInTheDocument();
  });
});
