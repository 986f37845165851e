import { NODE_CATALOGUE, NODE_TYPES } from '@studio/workflows/graph/node-catalogue';

import { paramFields, paramProblem } from '../param-fields';

const field = (type: keyof typeof NODE_CATALOGUE, name: string) =>
  paramFields(NODE_CATALOGUE[type].params).find((f) => f.name === name)!;

describe('the inspector form read from a node type’s zod schema', () => {
  it('makes an enum a select with its options, its title and its default', () => {
    expect(field('image.packshot', 'background')).toMatchObject({
      kind: 'select',
      title: 'Background',
      defaultValue: 'white',
      options: [
        { value: 'white', label: 'White' },
        { value: 'black', label: 'Black' },
      ],
    });
  });

  it('makes a union of literals a select of those values', () => {
    expect(field('image.upscale', 'factor')).toMatchObject({
      kind: 'select',
      options: [
        { value: 2, label: '2' },
        { value: 4, label: '4' },
      ],
      description: 'Two or four times larger; four costs more.',
    });
  });

  it('makes a number a bounded number field, whole numbers stepping by one', () => {
    expect(field('text.caption', 'hashtags')).toMatchObject({
      kind: 'number',
      min: 0,
      max: 15,
      step: 1,
    });
    expect(field('image.composite', 'scale')).toMatchObject({ kind: 'number', min: 0.05, max: 1 });
  });

  it('makes a short string a text line and a long one a textarea', () => {
    expect(field('input.image', 'name')).toMatchObject({
      kind: 'text',
      maxLength: 40,
      multiline: false,
    });
    expect(field('ai.generate-scene', 'prompt')).toMatchObject({
      kind: 'text',
      maxLength: 1000,
      multiline: true,
    });
    expect(field('output.content', 'name')).toMatchObject({ kind: 'text', optional: true });
  });

  it('makes a boolean a switch and an array of an enum a set of checkboxes', () => {
    expect(field('image.packshot', 'shadow')).toMatchObject({ kind: 'switch', defaultValue: true });
    expect(field('image.resize-social', 'formats')).toMatchObject({
      kind: 'multi-select',
      minItems: 1,
      options: [
        { value: 'square', label: 'Square' },
        { value: 'story', label: 'Story' },
        { value: 'landscape', label: 'Landscape' },
      ],
    });
  });

  it('leaves out a setting only a run sets (the formats node’s scene)', () => {
    const names = paramFields(NODE_CATALOGUE['image.resize-social'].params).map((f) => f.name);
    expect(names).toEqual(['formats']);
  });

  it('draws every setting of every node type in the catalogue', () => {
    // A sub-snap node's settings are its pinned version's; its own section shows them.
    const kinds = NODE_TYPES.filter((type) => type.type !== 'subsnap').flatMap((type) =>
      paramFields(type.params).map((f) => f.kind),
    );
    expect(kinds).not.toContain('unsupported');
  });

  it('checks a value as typed with the schema’s own messages', () => {
    expect(paramProblem(field('text.caption', 'hashtags'), 20)).toMatch(/15/);
    expect(paramProblem(field('text.caption', 'hashtags'), 3)).toBeUndefined();
    expect(paramProblem(field('input.image', 'name'), '')).toMatch(/1/);
    expect(paramProblem(field('image.resize-social', 'formats'), [])).toMatch(/1/);
  });
});
