import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { testQueryClient } from '../../test/render';
import { MessageText } from './MessageText';

const show = (body: string, mentionNames: string[] = []) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <MessageText body={body} mentionNames={mentionNames} />
    </Providers>,
  );

describe('message text', () => {
  it('shows markup as the text it is, never as HTML', () => {
    const { container } = show('<img src=x onerror="alert(1)"> <b>bold</b> & <script>alert(2)</script>');
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>bold</b> & <script>alert(2)</script>')).toBeInTheDocument();
  });

  it('turns web addresses into links that open in a new tab, and nothing else', () => {
    show('Upload here: https://app.example.com/upload-request/42?token=abc. Not javascript:alert(1)');
    const link = screen.getByRole('link', { name: 'https://app.example.com/upload-request/42?token=abc' });
    expect(link).toHaveAttribute('href', 'https://app.example.com/upload-request/42?token=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('keeps line breaks and highlights mentions of members', () => {
    show("Hi @Liam O'Connor\nplease check", ["Liam O'Connor"]);
    expect(screen.getByText("@Liam O'Connor").tagName).toBe('SPAN');
    expect(screen.getByText(/please check/).textContent).toBe("Hi @Liam O'Connor\nplease check");
  });
});
