/** The customer portal's overview (what the portal page shows), read through the modules' doors: a use case that spans modules, so it lives here, above them. */
export { addPortalCard, makePortalCardDefault, removePortalCard, setPortalAutoTopUp, stopPortalAutoTopUp, type SettingOutcome } from './portalSettings.js';
export { portalOverview, type PortalOverview, type PortalBalance, type PortalSubscription, type PortalUsage } from './portalOverview.js';
export { completePortalCardSetup, startPortalCardSetup, type CardSetupStart } from './portalCardSetup.js';
