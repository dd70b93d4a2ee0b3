/** One attribute of a published attribute list, as kept in spec/*.ts. */
export interface AttributeSpec {
  name: string;
  required: boolean;
  kind: string;
  max?: number;
  values?: string[];
  units?: string[];
}

export interface AttributeList {
  name: string;
  source: string;
  attributes: AttributeSpec[];
}
