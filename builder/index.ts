export { FormBuilder, type FormBuilderProps, type SaveResult } from './form/FormBuilder';
export { fromDefinition, toDefinition, type BuilderForm } from './form/model/builder-form';
export { builderReducer, initialBuilderState, isDirty, type BuilderAction, type BuilderState } from './form/model/builder-reducer';
export { propertyEditors } from './fields/property-editors';
