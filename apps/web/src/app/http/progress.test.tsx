import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../providers';
import { requestFinished, requestStarted } from './progress';

const bar = () => document.querySelector('.mantine-Progress-root');
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the top progress bar', () => {
  it('ends once the requests that started before the first render have finished', async () => {
    // The router's first loaders run before React renders the bar.
    requestStarted();
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    await settle(700);
    expect(bar()).toHaveAttribute('data-mounted');
    requestFinished();
    await settle(1_500);
    expect(bar()).not.toHaveAttribute('data-mounted');
    expect(bar()?.querySelector('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps showing a request that starts while the last one is fading out, and ends with it', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    requestStarted();
    requestFinished();
    requestStarted();
    await settle(1_200);
    expect(bar()).toHaveAttribute('data-mounted');
    requestFinished();
    await settle(1_500);
    expect(bar()).not.toHaveAttribute('data-mounted');
  });
});
