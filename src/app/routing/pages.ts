import { loadNamespaces } from '../../i18n/load-namespaces';
import { lazyPage } from './lazy-page';

// Every page is its own chunk: /login never loads the dashboard's code, nor the other way round.
export const HomePage = lazyPage(() => import('../../pages/public/HomePage'), 'HomePage');
export const LegalPage = lazyPage(() => import('../../pages/public/LegalPage'), 'LegalPage');
export const ContentPage = lazyPage(() => import('../../pages/public/ContentPage'), 'ContentPage');
export const DemoPage = lazyPage(() => import('../../pages/public/DemoPage'), 'DemoPage');
export const OfficeTypeExplorer = lazyPage(() => loadNamespaces('explorer').then(() => import('../../explorer/OfficeTypeExplorer')), 'OfficeTypeExplorer');

export const LoginPage = lazyPage(() => import('../../pages/auth/LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../../pages/auth/RegisterPage'), 'RegisterPage');
export const RegisterSuccessPage = lazyPage(() => import('../../pages/auth/RegisterSuccessPage'), 'RegisterSuccessPage');
export const ConfirmEmailPage = lazyPage(() => import('../../pages/auth/ConfirmEmailPage'), 'ConfirmEmailPage');
export const ForgotPasswordPage = lazyPage(() => import('../../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
export const VerifyOtpPage = lazyPage(() => import('../../pages/auth/VerifyOtpPage'), 'VerifyOtpPage');
export const VerifyMfaPage = lazyPage(() => import('../../pages/auth/VerifyMfaPage'), 'VerifyMfaPage');
export const ResetPasswordPage = lazyPage(() => import('../../pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
export const OAuthCallbackPage = lazyPage(() => import('../../pages/auth/OAuthCallbackPage'), 'OAuthCallbackPage');
export const GoogleCompletePage = lazyPage(() => import('../../pages/auth/GoogleCompletePage'), 'GoogleCompletePage');

// Their strings load with them (i18n/locales LAZY_NAMESPACES), in parallel with the page's code.
const withProfileStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('profile', 'settings')]).then(([module]) => module);
export const ProfilePage = lazyPage(() => withProfileStrings(import('../../pages/profile/ProfilePage')), 'ProfilePage');
export const SettingsPage = lazyPage(() => withProfileStrings(import('../../pages/profile/SettingsPage')), 'SettingsPage');

// The client screens' strings load with them, as the profile's do.
const withClientStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('clients', 'board')]).then(([module]) => module);
export const ClientListPage = lazyPage(() => withClientStrings(import('../../pages/clients/ClientListPage')), 'ClientListPage');
export const ClientFormPage = lazyPage(() => withClientStrings(import('../../pages/clients/ClientFormPage')), 'ClientFormPage');
// The client's page shows its workflow with the record page's parts, in their words.
// With the simulations' and the XML intake's strings too, for the tabs of an office that has them.
export const ClientDetailPage = lazyPage(() => Promise.all([withClientStrings(import('../../pages/clients/ClientDetailPage')), loadNamespaces('records', 'simulations', 'xml')]).then(([module]) => module), 'ClientDetailPage');
export const ClientMergePage = lazyPage(() => withClientStrings(import('../../pages/clients/merge/MergePage')), 'MergePage');

// The deal screens' strings load with them, as the clients' do.
const withOpportunityStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('opportunities', 'board')]).then(([module]) => module);
export const OpportunityBoardPage = lazyPage(() => withOpportunityStrings(import('../../pages/opportunities/OpportunityBoardPage')), 'OpportunityBoardPage');
export const OpportunityFormPage = lazyPage(() => withOpportunityStrings(import('../../pages/opportunities/OpportunityFormPage')), 'OpportunityFormPage');
export const OpportunityDetailPage = lazyPage(() => withOpportunityStrings(import('../../pages/opportunities/OpportunityDetailPage')), 'OpportunityDetailPage');

// The dashboard's strings load with its pages, as the clients' do.
const withDashboardStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('dashboard')]).then(([module]) => module);
export const DashboardPage = lazyPage(() => withDashboardStrings(import('../../pages/shell/DashboardPage')), 'DashboardPage');
export const ActivityPage = lazyPage(() => withDashboardStrings(import('../../pages/dashboard/ActivityPage')), 'ActivityPage');
export const AreaPage = lazyPage(() => import('../../pages/shell/AreaPage'), 'AreaPage');
export const AdminPage = lazyPage(() => loadNamespaces('admin', 'explorer').then(() => import('../../pages/shell/AdminPage')), 'AdminPage');
export const NotFoundPage = lazyPage(() => import('../../pages/shell/NotFoundPage'), 'NotFoundPage');
export const RouteTestPage = lazyPage(() => import('../../pages/shell/RouteTestPage'), 'RouteTestPage');
export const PerformancePage = lazyPage(() => import('../../pages/shell/PerformancePage'), 'PerformancePage');
export const SignPage = lazyPage(() => Promise.all([import('../../pages/sign/SignPage'), loadNamespaces('sign')]).then(([module]) => module), 'SignPage');
export const VerifyPage = lazyPage(() => Promise.all([import('../../pages/verify/VerifyPage'), loadNamespaces('verify')]).then(([module]) => module), 'VerifyPage');
// A form an office published as a public link (issue 25), filled without an account.
export const PublicFormPage = lazyPage(() => Promise.all([import('../../pages/public-form/PublicFormPage'), loadNamespaces('publicForm')]).then(([module]) => module), 'PublicFormPage');

export const PublicLayout = lazyPage(() => import('../../pages/public/PublicLayout'), 'PublicLayout');
export const AuthLayout = lazyPage(() => import('../../pages/auth/AuthLayout'), 'AuthLayout');
export const AppLayout = lazyPage(() => import('../layout/AppLayout'), 'AppLayout');

// The screens of an office's own records (module kind "records"), with their strings and the board's.
const withRecordStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('records', 'board', 'opportunities')]).then(([module]) => module);
export const RecordListPage = lazyPage(() => withRecordStrings(import('../../pages/records/RecordListPage')), 'RecordListPage');
export const RecordFormPage = lazyPage(() => withRecordStrings(import('../../pages/records/RecordFormPage')), 'RecordFormPage');
export const RecordPage = lazyPage(() => withRecordStrings(import('../../pages/records/RecordPage')), 'RecordPage');

// The office's workflows at a glance and My tasks (issue 20), with their strings (and the records' member picker's).
export const WorkflowsPage = lazyPage(() => Promise.all([import('../../pages/workflows/WorkflowsPage'), loadNamespaces('workflows')]).then(([module]) => module), 'WorkflowsPage');
// The deadlines (issue 21), at every module of kind deadlines and at /deadlines, with their strings and the tasks'.
export const DeadlinesPage = lazyPage(() => Promise.all([import('../../pages/deadlines/DeadlinesPage'), loadNamespaces('deadlines', 'tasks')]).then(([module]) => module), 'DeadlinesPage');
export const CompliancePage = lazyPage(() => Promise.all([import('../../pages/compliance/CompliancePage'), loadNamespaces('compliance', 'admin')]).then(([module]) => module), 'CompliancePage');
export const MyTasksPage = lazyPage(() => Promise.all([import('../../pages/tasks/MyTasksPage'), loadNamespaces('tasks', 'records')]).then(([module]) => module), 'MyTasksPage');

// A calendar module's screen (issue 21), with its strings and those of the client picker it borrows.
export const CalendarPage = lazyPage(() => Promise.all([import('../../pages/calendar/CalendarPage'), loadNamespaces('calendar', 'opportunities')]).then(([module]) => module), 'CalendarPage');

// The simulations (issue 26): the history and one simulation's form with its live results, with their strings and
// those of the client picker they borrow.
const withSimulationStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('simulations', 'opportunities')]).then(([module]) => module);
export const SimulationHistoryPage = lazyPage(() => withSimulationStrings(import('../../pages/simulations/SimulationHistoryPage')), 'SimulationHistoryPage');
export const SimulationPage = lazyPage(() => withSimulationStrings(import('../../pages/simulations/SimulationPage')), 'SimulationPage');
export const EnhancedPensionPage = lazyPage(() => withSimulationStrings(import('../../pages/simulations/EnhancedPensionPage')), 'EnhancedPensionPage');
export const SimulationComparePage = lazyPage(() => withSimulationStrings(import('../../pages/simulations/SimulationComparePage')), 'SimulationComparePage');

// The office's library and one document's page (issue 23), with their strings.
export const DocumentLibraryPage = lazyPage(() => Promise.all([import('../../pages/documents/DocumentLibraryPage'), loadNamespaces('documents', 'templates')]).then(([module]) => module), 'DocumentLibraryPage');
// The editor of the office's own templates, with its strings and the client picker's (its preview's).
export const TemplateEditorPage = lazyPage(() => Promise.all([import('../../pages/documents/TemplateEditorPage'), loadNamespaces('documents', 'templates', 'opportunities')]).then(([module]) => module), 'TemplateEditorPage');
export const DocumentPage = lazyPage(() => Promise.all([import('../../pages/documents/DocumentPage'), loadNamespaces('documents', 'signing')]).then(([module]) => module), 'DocumentPage');
// The signing workflows (issue 24): the list and one workflow's page, with their strings.
export const SigningListPage = lazyPage(() => Promise.all([import('../../pages/signing/SigningListPage'), loadNamespaces('documents', 'signing')]).then(([module]) => module), 'SigningListPage');
export const PdfFormBuilderPage = lazyPage(() => Promise.all([import('../../pages/pdf-form-builder/PdfFormBuilderPage'), loadNamespaces('pdfBuilder')]).then(([module]) => module), 'PdfFormBuilderPage');
export const SigningWorkflowPage = lazyPage(() => Promise.all([import('../../pages/signing/SigningWorkflowPage'), loadNamespaces('documents', 'signing')]).then(([module]) => module), 'SigningWorkflowPage');
// The form builder (issue 25), with its strings.
export const FormBuilderPage = lazyPage(() => Promise.all([import('../../pages/form-builder/FormBuilderPage'), loadNamespaces('formBuilder')]).then(([module]) => module), 'FormBuilderPage');
// The XML intake (issue 27) at its module's route, with its strings and the client picker's (a member linked by hand).
const withXmlStrings = <T>(page: Promise<T>): Promise<T> => Promise.all([page, loadNamespaces('xml', 'opportunities')]).then(([module]) => module);
export const XmlIntakePage = lazyPage(() => withXmlStrings(import('../../pages/xml/XmlIntakePage')), 'XmlIntakePage');
export const XmlDocumentPage = lazyPage(() => withXmlStrings(import('../../pages/xml/XmlDocumentPage')), 'XmlDocumentPage');
