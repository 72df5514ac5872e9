export * from './card.endpoint-schemas';
export * from './card.endpoints';
export * from './card.enums';
export * from './card.rules';
export * from './card.schemas';
