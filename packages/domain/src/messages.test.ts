import { describe, expect, it } from 'vitest';
import { languageFromHeader, message, renderMessage } from './messages.js';

describe('server messages in the reader language', () => {
  it('says a notification in Vietnamese to a vi reader, with its parameters', () => {
    expect(renderMessage('vi', message('notifications.mentioned', { author: 'Olivia Bennett' }))).toBe('Olivia Bennett đã nhắc đến bạn');
    expect(renderMessage('en', message('notifications.mentioned', { author: 'Olivia Bennett' }))).toBe('Olivia Bennett mentioned you');
  });

  it('reads the language from an Accept-Language header', () => {
    expect(languageFromHeader('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(languageFromHeader('fr-FR,en;q=0.5')).toBe('en');
    expect(languageFromHeader(undefined)).toBeUndefined();
  });
});
