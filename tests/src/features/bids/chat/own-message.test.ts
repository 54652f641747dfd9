import { describe, expect, it } from 'vitest';
import { isOwnMessage } from '../../../../../src/api/chat/own-message';

describe('the own-message rule of seed 000 §4', () => {
  const manager = { userId: 1, role: 'manager' as const };
  const client = { userId: 2, role: 'client' as const };
  const dealer = { userId: 3, role: 'dealer' as const };

  it('counts a message the viewer sent as own, whatever its side', () => {
    expect(isOwnMessage({ senderId: 1, isClientMessage: true }, manager)).toBe(true);
    expect(isOwnMessage({ senderId: 2, isClientMessage: false }, client)).toBe(true);
  });

  it('gives a manager every manager message and no client message', () => {
    expect(isOwnMessage({ senderId: 9, isClientMessage: false }, manager)).toBe(true);
    expect(isOwnMessage({ senderId: 2, isClientMessage: true }, manager)).toBe(false);
  });

  it('gives clients and dealers the client side’s messages and not the managers’', () => {
    expect(isOwnMessage({ senderId: 9, isClientMessage: true }, client)).toBe(true);
    expect(isOwnMessage({ senderId: 1, isClientMessage: false }, client)).toBe(false);
    expect(isOwnMessage({ senderId: 2, isClientMessage: true }, dealer)).toBe(true);
    expect(isOwnMessage({ senderId: 1, isClientMessage: false }, dealer)).toBe(false);
  });
});
