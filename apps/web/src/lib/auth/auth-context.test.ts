import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContextProvider, useAuthContext } from './auth-context.tsx';
import { sampleMe } from './sample-me.ts';

function ReadsAuth() {
  const { authIsReady, user } = useAuthContext();
  return createElement('p', null, `${authIsReady}:${user === null}:${user?.displayName ?? ''}`);
}

describe('useAuthContext (seed section 4)', () => {
  it('throws the seed’s message outside its provider', () => {
    expect(() => renderToString(createElement(ReadsAuth))).toThrow(
      'useAuthContext must be include an AuthContextProvider',
    );
  });

  it('starts not ready and signed out inside it', () => {
    const html = renderToString(createElement(AuthContextProvider, null, createElement(ReadsAuth)));
    expect(html).toBe('<p>false:true:</p>');
  });

  it('starts ready with the session a server rendered the first screen for', () => {
    const me = { ...sampleMe, user: { ...sampleMe.user, emailVerified: true } };
    const html = renderToString(
      createElement(AuthContextProvider, { me }, createElement(ReadsAuth)),
    );
    expect(html).toBe('<p>true:false:Ah Kow</p>');
  });
});
