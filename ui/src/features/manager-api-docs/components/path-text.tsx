import { Fragment } from 'react';

/**
 * A path or URL that may wrap before each `/` (a `<wbr>`), so on a phone
 * `/api/products/create-from-url` breaks between its segments, not inside a word. A URL's `//`
 * stays whole.
 */
export function PathText({ path }: { path: string }) {
  const segments = path.split('/');
  return segments.map((segment, index) => {
    const before = segments[index - 1];
    const breakable = before !== undefined && before !== '' && !before.endsWith(':');
    return (
      <Fragment key={index}>
        {index > 0 ? <>{breakable ? <wbr /> : null}/</> : null}
        {segment}
      </Fragment>
    );
  });
}
