import { Fragment } from 'react';

/**
 * An email address that wraps only where a reader would break it: before the @ and the dots, and
 * after a hyphen, rather than mid-word (`break-all` cut "exam|ple.com" anywhere). The text stays
 * the address as it is, for copying and for screen readers.
 */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?=[@.])|(?<=-)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
