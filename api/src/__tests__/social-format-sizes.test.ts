import { SOCIAL_FORMATS } from '@studio/workflows/graph/node-catalogue';
import { SOCIAL_FORMAT_IDS, SOCIAL_FORMAT_SIZES } from '../contract/snaps';

// The contract repeats the catalogue's sizes so the UI's labels need no catalogue: held equal here.
it.each(SOCIAL_FORMAT_IDS)('the contract labels %s as the catalogue sizes it', (format) => {
  const { name, width, height } = SOCIAL_FORMAT_SIZES[format];
  expect({ width, height, label: `${name} ${width}×${height}` }).toEqual(SOCIAL_FORMATS[format]);
});

it('lists every format of the catalogue', () => {
  expect(Object.keys(SOCIAL_FORMAT_SIZES)).toEqual(Object.keys(SOCIAL_FORMATS));
  expect([...SOCIAL_FORMAT_IDS]).toEqual(Object.keys(SOCIAL_FORMATS));
});
