import { getCollectionProps } from "@conform-to/react";
import { Checkbox } from "~/ui/mantine/Checkbox";
import { Group } from "~/ui/mantine";
import type { BaseProps, Option } from "./shared";
import { useFieldError } from "./shared";

/**
 * Several choices of one field: native checkboxes sharing the field's name (the browser posts each checked value),
 * in a fieldset whose legend is the label, so a screen reader reads the group's question with each choice.
 */
export function CheckboxGroupField({ field, label, description, required, options }: BaseProps & { options: readonly Option[] }) {
  const error = useFieldError(field);
  const inputs = getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.value) });
  const described = [description ? `${field.id}-description` : null, error ? `${field.id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="checkbox-group" aria-describedby={described}>
      <legend className="checkbox-group__legend">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {description ? (
        <p className="checkbox-group__description" id={`${field.id}-description`}>
          {description}
        </p>
      ) : null}
      <Group gap="md">
        {inputs.map(({ key, required: _r, type: _type, ...input }, index) => (
          <Checkbox key={key} {...input} label={options[index]!.label} />
        ))}
      </Group>
      {error ? (
        <p className="checkbox-group__error" id={`${field.id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
