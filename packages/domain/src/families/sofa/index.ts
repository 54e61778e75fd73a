// Shared sofa layout, rules and editing for flayr, joyn, lyvyn and pyllow.
export * from './types.ts';
export * from './line.ts';
export * from './covers.ts';
export * from './model.ts';
export * from './rules.ts';
export * from './edit.ts';
export * from './options.ts';
export * from './views.ts';
export * from './schema.ts';
export * from './catalogue.ts';
export * from './family.ts';
