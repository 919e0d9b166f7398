/** The two stores Meterline runs on (docs/decisions.md, Storage). */
export type DialectName = 'sqlite' | 'postgres';
