import { getSelectProps } from "@conform-to/react";
import { NativeSelect } from "~/ui/mantine";
import { useFieldError, type BaseProps, requiredProps, type Option } from "./shared";

export function SelectField({ field, label, description, required, options, emptyLabel }: BaseProps & { options: Option[]; emptyLabel?: string }) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getSelectProps(field);
  const data = emptyLabel !== undefined ? [{ value: "", label: emptyLabel }, ...options] : options;
  return <NativeSelect key={key} {...props} label={label} description={description} error={error} data={data} {...requiredProps(required)} />;
}
