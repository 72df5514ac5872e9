export * from './card.enums';
