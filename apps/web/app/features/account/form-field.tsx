// The checkout page still imports FormField from here; it moved to the shared UI so that features other
// than accounts can use it without importing across features. Remove once checkout imports the shared one.
export { FormField, type FormFieldProps } from "~/components/ui/form-field";
