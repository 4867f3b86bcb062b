// The one name antd's form context takes from @rc-component/form, from the module that defines it: the package's index
// bundles the whole form engine (its store, fields, lists and async validator) with it.
export { FormProvider } from '@rc-component/form/es/FormContext.js';
