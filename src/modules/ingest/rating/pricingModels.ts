export { CHARGE_SCALE, markUp, perUnitCharge, roundCharge } from '../../../kernel/rating/pricingModels.js';
