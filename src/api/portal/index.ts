/**
 * The customer portal's use cases, which span modules, so they live here, above them: its overview
 * (what the portal page shows, read through the modules' doors), its settings (cards, auto
 * top-ups) and its subscription actions (a plan change, cancel at period end, resume).
 */
export { addPortalCard, makePortalCardDefault, removePortalCard, setPortalAutoTopUp, stopPortalAutoTopUp, type SettingOutcome } from './portalSettings.js';
export { portalOverview, type PortalOverview, type PortalBalance, type PortalSubscription, type PortalUsage } from './portalOverview.js';
export { completePortalCardSetup, startPortalCardSetup, type CardSetupStart } from './portalCardSetup.js';
export {
  confirmPortalPlanChange,
  quotePortalPlanChange,
  setPortalCancelAtPeriodEnd,
  type PortalCancellation,
  type PortalChange,
  type PortalChangeForm,
  type PortalPlanChangeDeps,
  type PortalQuote,
} from './portalPlanChange.js';
