// The engine fills office texts with the vocabulary; content pages use the same rule.
export { fillTerms, type TermLookup } from '../../../engine/terminology/fill-terms';
