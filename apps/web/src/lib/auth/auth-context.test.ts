import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContextProvider, useAuthContext } from './auth-context.tsx';

function ReadsAuth() {
  const { authIsReady, user } = useAuthContext();
  return createElement('p', null, `${authIsReady}:${user === null}`);
}

describe('useAuthContext (seed section 4)', () => {
  it('throws the seed’s message outside its provider', () => {
    expect(() => renderToString(createElement(ReadsAuth))).toThrow(
      'useAuthContext must be include an AuthContextProvider',
    );
  });

  it('starts not ready and signed out inside it', () => {
    const html = renderToString(createElement(AuthContextProvider, null, createElement(ReadsAuth)));
    expect(html).toBe('<p>false:true</p>');
  });
});
