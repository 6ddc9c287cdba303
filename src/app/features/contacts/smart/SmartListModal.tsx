/**
 * Smart list creation (create-smart-contact-list): source lists, conditions on their fields
 * joined by "all" or "any", and the new list's name. On success the page goes to the new
 * list; "name taken" and "nothing matched" are toasted by the base query.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listNameKey, listNameProblem, maxListNameLength } from '../../../../domain/contactFields';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useCreateSmartContactListMutation } from '../../../api/generated/contacts';
import { href } from '../../../router/paths';
import { fieldTitle } from '../components/contactColumns';
import '../contactsApi';
import { conditionValueProblem, needsValue, operatorsFor, smartFields, sourceListOptions, toCondition, type SmartField, type SmartOperator } from './smartConditions';
import { CreateSmartContactList } from '../../../../contract/statusCodes';

interface ConditionValues {
  field: SmartField;
  operator: SmartOperator;
  value?: string;
}
interface Values {
  name: string;
  sources: number[];
  match: 'all' | 'any';
  conditions: ConditionValues[];
}

const newCondition: ConditionValues = { field: 'DYNAMIC_FIELD1', operator: 'equals' };

export function SmartListModal({ open, onClose, lists }: { open: boolean; onClose: () => void; lists: readonly ContactsPageList[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [create, { isLoading }] = useCreateSmartContactListMutation();
  const sources = Form.useWatch('sources', form);

  const options = sourceListOptions(lists);
  // Conditions name fields by the first chosen list's own titles where it has them.
  const firstSource = lists.find((l) => l.id === sources?.[0]);
  const fieldLabel = (field: SmartField) => {
    if (field === 'PHONE') return t('contacts.fields.phone');
    if (field === 'EMAIL') return t('contacts.fields.email');
    return fieldTitle(t, firstSource?.headers, Number(field.slice(-1)) - 1);
  };
  const taken = new Set(options.map((o) => listNameKey(o.label)).concat(lists.map((l) => listNameKey(l.name))));

  const validateName = (_: unknown, value: string | undefined) => {
    const problem = listNameProblem(value ?? '');
    if (problem) return Promise.reject(new Error(t(problem)));
    if (taken.has(listNameKey(value ?? ''))) return Promise.reject(new Error(t('errors.lists.contactListNameExist')));
    return Promise.resolve();
  };

  const submit = async (values: Values) => {
    const answer = await create({
      body: { name: values.name.trim(), sourceContactListIds: values.sources, match: values.match, conditions: (values.conditions ?? []).map(toCondition) },
    }).unwrap();
    const id = answer.data?.contactListId;
    if (answer.data?.status === CreateSmartContactList.created && id !== undefined) {
      onClose();
      navigate(href('contactList', { contactListId: id }));
    }
  };

  return (
    <Modal
      open={open}
      title={t('contacts.smart.title')}
      okText={t('contacts.smart.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: '', sources: [], match: 'all', conditions: [newCondition] }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item name="name" label={t('contacts.smart.name')} rules={[{ validator: validateName }]} validateTrigger="onSubmit">
          <Input maxLength={maxListNameLength} />
        </Form.Item>
        <Form.Item name="sources" label={t('contacts.smart.sources')} rules={[{ required: true, message: t('contacts.smart.sourcesRequired') }]}>
          <Select mode="multiple" options={options} showSearch={{ optionFilterProp: 'label' }} aria-label={t('contacts.smart.sources')} />
        </Form.Item>
        <Form.Item name="match" label={t('contacts.smart.match')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('contacts.smart.matchAll') },
              { value: 'any', label: t('contacts.smart.matchAny') },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('contacts.smart.help')}</Typography.Paragraph>
        <Form.List name="conditions">
          {(items, { add, remove }) => (
            <Flex vertical gap={8}>
              {items.map((item, index) => (
                <ConditionRow key={item.key} index={index} name={item.name} fieldLabel={fieldLabel} onRemove={() => remove(item.name)} />
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newCondition)} style={{ alignSelf: 'start' }}>
                {t('contacts.smart.addCondition')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

function ConditionRow({ index, name, fieldLabel, onRemove }: { index: number; name: number; fieldLabel: (f: SmartField) => string; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const field = Form.useWatch(['conditions', name, 'field'], form) ?? newCondition.field;
  const operator = Form.useWatch(['conditions', name, 'operator'], form) ?? newCondition.operator;
  const n = index + 1;

  // A field that does not offer the chosen operator falls back to its first one.
  const onFieldChange = (next: SmartField) => {
    if (!operatorsFor(next).includes(operator)) form.setFieldValue(['conditions', name, 'operator'], operatorsFor(next)[0]);
  };

  return (
    <Flex gap={8} align="start" wrap role="group" aria-label={t('contacts.smart.condition', { n })}>
      <Form.Item name={[name, 'field']} style={{ marginBottom: 0, minWidth: 160 }}>
        <Select aria-label={t('contacts.smart.conditionField', { n })} options={smartFields.map((f) => ({ value: f, label: fieldLabel(f) }))} onChange={onFieldChange} />
      </Form.Item>
      <Form.Item name={[name, 'operator']} style={{ marginBottom: 0, minWidth: 160 }}>
        <Select aria-label={t('contacts.smart.conditionOperator', { n })} options={operatorsFor(field).map((o) => ({ value: o, label: t(`contacts.smart.operators.${o}`) }))} />
      </Form.Item>
      {needsValue(operator) && (
        <Form.Item
          name={[name, 'value']}
          style={{ marginBottom: 0, flex: 1, minWidth: 160 }}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const problem = conditionValueProblem(operator, v);
                return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            aria-label={t('contacts.smart.conditionValue', { n })}
            placeholder={field === 'DYNAMIC_FIELD6' ? t('contacts.addForm.datePlaceholder') : undefined}
            dir={field === 'PHONE' || field === 'EMAIL' || field === 'DYNAMIC_FIELD6' ? 'ltr' : undefined}
          />
        </Form.Item>
      )}
      <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('contacts.smart.removeCondition', { n })} onClick={onRemove} />
    </Flex>
  );
}
