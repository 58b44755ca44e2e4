import { defineArea } from "../shape";

/** System config, logs, integrations and VIP cards (§2). */
export const adminArea = defineArea(
  {
    "cfgCommon": {
      "integer": "请输入整数",
      "number": "请输入数字",
      "range": "取值范围为 {{min}} 到 {{max}}",
      "date": "日期格式应为 YYYY-MM-DD",
      "time": "时间格式应为 HH:mm",
      "fileHint": "pdf、doc、docx、jpg 或 png，不超过 10M",
      "secretHint": "出于安全不会显示已保存的值；留空则保持不变",
      "imageHint": "jpg、gif、png、svg 或 webp，不超过 2M",
      "secretSet": "已设置",
      "secretUnset": "未设置"
    },
    "cfgArea": {
      "code": "区域编码",
      "codeHint": "2 到 6 位英文字母或数字",
      "name": "中文名称",
      "nameEn": "英文名称",
      "level": "区域级别",
      "levelValues": {
        "COUNTRY": "国家",
        "STATE": "省/直辖市",
        "CITY": "城市",
        "REGION": "区/县"
      },
      "parentId": "上级区域",
      "parentName": "上级区域",
      "lat": "纬度",
      "lng": "经度",
      "upperRequired": "除国家外，须选择上级区域",
      "levelRequired": "请选择区域级别",
      "codeFormat": "区域编码为 2 到 6 位英文字母或数字",
      "tree": "区域树",
      "children": "下级区域",
      "addChild": "新增下级",
      "root": "全部区域",
      "childCount": "下级数量"
    },
    "cfgBrand": {
      "id": "编号",
      "name": "中文名称",
      "nameEn": "英文名称",
      "logo": "品牌标志",
      "modelCount": "型号数",
      "deviceCount": "设备数"
    },
    "cfgPackage": {
      "id": "编号",
      "name": "套餐名称",
      "nameEn": "英文名称",
      "years": "服务年限",
      "deviceCount": "设备数"
    },
    "cfgService": {
      "name": "服务名称",
      "key": "服务标识",
      "parentId": "上级服务",
      "parentName": "上级服务",
      "orderNo": "排序",
      "description": "说明",
      "keyFormat": "服务标识只能包含英文字母、数字、下划线或短横线",
      "tree": "服务树",
      "root": "全部服务",
      "children": "下级服务",
      "addChild": "新增下级",
      "childCount": "下级数量"
    },
    "cfgEvent": {
      "name": "事件名称",
      "code": "事件编码",
      "entity": "所属对象",
      "entityValues": {
        "DEVICE": "设备",
        "VOLUNTEER": "志愿者",
        "INSTITUTION": "机构",
        "SYSTEM": "系统"
      },
      "timedType": "发送时机",
      "timedTypeValues": {
        "REAL_TIME": "实时",
        "ON_TIME": "定时"
      },
      "level": "事件级别",
      "levelValues": {
        "COMMON": "普通",
        "WARNING": "警告",
        "SERIOUS": "严重"
      },
      "smsTemplate": "短信模板",
      "vmsTemplate": "语音模板",
      "emailTemplate": "邮件模板",
      "contentTemplate": "站内消息模板",
      "codeFormat": "事件编码为大写英文字母、数字或下划线，以字母开头"
    },
    "opLog": {
      "createdDate": "操作时间",
      "operator": "操作人",
      "action": "操作类型",
      "actionValues": {
        "SELECT": "查询",
        "ADD": "新增",
        "UPDATE": "修改",
        "EXPORT": "导出",
        "IMPORT": "导入",
        "ACTIVATE": "启用",
        "BIND": "绑定",
        "UNBIND": "解绑",
        "OTHER": "其他",
        "DELETE": "删除",
        "RESET": "复位"
      },
      "entityType": "对象类型",
      "entityTypeValues": {
        "SYSTEM": "系统",
        "DEVICE": "设备",
        "USER": "用户",
        "OTHER": "其他"
      },
      "entity": "对象",
      "entityId": "对象编号",
      "source": "来源",
      "sourceValues": {
        "MINI_PROGRAM": "小程序",
        "PC": "电脑端",
        "APP": "App",
        "UNKNOWN": "未知"
      },
      "reason": "说明"
    },
    "runLog": {
      "createdDate": "时间",
      "level": "级别",
      "levelValues": {
        "INFO": "信息",
        "WARN": "警告",
        "ERROR": "错误"
      },
      "service": "服务",
      "serviceValues": {
        "device-gateway": "设备网关",
        "message-center": "消息中心",
        "rescue-dispatch": "急救调度",
        "report-generator": "报告生成",
        "data-sync": "数据同步",
        "auth-server": "认证服务"
      },
      "message": "内容",
      "host": "主机"
    },
    "pushAcct": {
      "username": "账号",
      "type": "类型",
      "typeValues": {
        "INSTITUTION": "机构",
        "REGION": "区域",
        "PLATFORM": "平台"
      },
      "protocol": "推送协议",
      "protocolValues": {
        "HTTP": "HTTP",
        "HTTPS": "HTTPS",
        "MQTT": "MQTT"
      },
      "url": "推送地址",
      "password": "密码",
      "certificatePath": "证书路径",
      "innerService": "内部服务",
      "innerServiceValues": {
        "true": "是",
        "false": "否"
      },
      "enabled": "启用推送",
      "enabledValues": {
        "true": "是",
        "false": "否"
      },
      "includeSubInstitutions": "含下级机构",
      "includeSubInstitutionsValues": {
        "true": "是",
        "false": "否"
      },
      "pushSelfTest": "推送自检",
      "pushSelfTestValues": {
        "true": "是",
        "false": "否"
      },
      "pushEvents": "推送事件",
      "pushEventsValues": {
        "true": "是",
        "false": "否"
      }
    },
    "mqAcct": {
      "username": "用户名",
      "password": "密码",
      "queue": "队列",
      "queueHint": "须以 real_time_data_ 开头，例如 real_time_data_hangzhou",
      "exchange": "交换机",
      "virtualHost": "虚拟主机",
      "routeKey": "路由键",
      "queueFormat": "队列名须以 real_time_data_ 开头，后接英文字母、数字或下划线",
      "nameFormat": "只能包含英文字母、数字、下划线、点或短横线"
    },
    "extIf": {
      "name": "接口名称",
      "kind": "类型",
      "kindValues": {
        "ERP": "ERP",
        "PUBLIC": "公共"
      },
      "appKey": "AppKey",
      "appSecret": "AppSecret",
      "url": "回调地址",
      "enabled": "启用",
      "enabledValues": {
        "true": "是",
        "false": "否"
      },
      "description": "说明",
      "keyFormat": "只能包含英文字母、数字、下划线或短横线"
    },
    "vipCard": {
      "serialNumber": "会员卡号",
      "serialNumberHint": "格式为 VIP-年份-四位数字，例如 VIP-2026-0001",
      "secret": "卡密",
      "boundPersonCount": "绑定人数",
      "accountCount": "会员账号",
      "systemName": "系统名称",
      "systemNameEn": "英文系统名称",
      "systemTheme": "主题",
      "systemThemeHint": "主题与颜色以两个短横线相连，例如 light--#722ED1，或只写颜色",
      "expiryDate": "到期日",
      "serialFormat": "会员卡号格式为 VIP-年份-四位数字",
      "themeFormat": "格式为 light--#RRGGBB、dark--#RRGGBB 或 #RRGGBB",
      "preview": "品牌预览",
      "previewButton": "主要按钮",
      "previewLink": "链接文字",
      "previewCaption": "会员登录后的样子：{{theme}}导航，主题色 {{color}}。标志随会员账号设置，此处以平台标志示意。"
    },
    "globalCfg": {
      "title": "全局配置",
      "platformName": "平台名称",
      "platformNameEn": "英文平台名称",
      "staleDeviceHours": "设备失联判定（小时）",
      "staleDeviceHoursHint": "超过该时长没有上报的设备视为失联",
      "selfTestOverdueHours": "自检超期（小时）",
      "expiryWarningDays": "耗材到期提醒（天）",
      "supportPhone": "客服电话",
      "supportEmail": "客服邮箱",
      "inspectionReportDay": "每月巡检报告生成日",
      "saved": "全局配置已保存"
    }
  },
  {
    "cfgCommon": {
      "integer": "Enter a whole number",
      "number": "Enter a number",
      "range": "Must be between {{min}} and {{max}}",
      "date": "Dates look like YYYY-MM-DD",
      "time": "Times look like HH:mm",
      "fileHint": "pdf, doc, docx, jpg or png, at most 10M",
      "secretHint": "A stored value is never shown; leave blank to keep it",
      "imageHint": "jpg, gif, png, svg or webp, at most 2M",
      "secretSet": "Set",
      "secretUnset": "Not set"
    },
    "cfgArea": {
      "code": "Area code",
      "codeHint": "2 to 6 letters or digits",
      "name": "Chinese name",
      "nameEn": "English name",
      "level": "District level",
      "levelValues": {
        "COUNTRY": "Country",
        "STATE": "Province",
        "CITY": "City",
        "REGION": "District"
      },
      "parentId": "Upper area",
      "parentName": "Upper area",
      "lat": "Latitude",
      "lng": "Longitude",
      "upperRequired": "Every area but a country needs its upper area.",
      "levelRequired": "Choose the area's level.",
      "codeFormat": "The area code is 2 to 6 letters or digits.",
      "tree": "Area tree",
      "children": "Sub-areas",
      "addChild": "Add sub-area",
      "root": "All areas",
      "childCount": "Sub-areas"
    },
    "cfgBrand": {
      "id": "ID",
      "name": "Chinese name",
      "nameEn": "English name",
      "logo": "Logo",
      "modelCount": "Models",
      "deviceCount": "Devices"
    },
    "cfgPackage": {
      "id": "ID",
      "name": "Package name",
      "nameEn": "English name",
      "years": "Years",
      "deviceCount": "Devices"
    },
    "cfgService": {
      "name": "Service name",
      "key": "Service key",
      "parentId": "Parent service",
      "parentName": "Parent service",
      "orderNo": "Order",
      "description": "Description",
      "keyFormat": "The service key may hold only letters, digits, underscores and hyphens.",
      "tree": "Service tree",
      "root": "All services",
      "children": "Sub-services",
      "addChild": "Add sub-service",
      "childCount": "Sub-services"
    },
    "cfgEvent": {
      "name": "Event name",
      "code": "Event code",
      "entity": "Entity",
      "entityValues": {
        "DEVICE": "Device",
        "VOLUNTEER": "Volunteer",
        "INSTITUTION": "Institution",
        "SYSTEM": "System"
      },
      "timedType": "Timing",
      "timedTypeValues": {
        "REAL_TIME": "Real time",
        "ON_TIME": "Scheduled"
      },
      "level": "Level",
      "levelValues": {
        "COMMON": "Common",
        "WARNING": "Warning",
        "SERIOUS": "Serious"
      },
      "smsTemplate": "SMS template",
      "vmsTemplate": "Voice template",
      "emailTemplate": "E-mail template",
      "contentTemplate": "Content template",
      "codeFormat": "The event code is upper-case letters, digits or underscores, beginning with a letter."
    },
    "opLog": {
      "createdDate": "Time",
      "operator": "User",
      "action": "Operation",
      "actionValues": {
        "SELECT": "Query",
        "ADD": "Add",
        "UPDATE": "Update",
        "EXPORT": "Export",
        "IMPORT": "Import",
        "ACTIVATE": "Activate",
        "BIND": "Bind",
        "UNBIND": "Unbind",
        "OTHER": "Other",
        "DELETE": "Delete",
        "RESET": "Reset"
      },
      "entityType": "Entity type",
      "entityTypeValues": {
        "SYSTEM": "System",
        "DEVICE": "Device",
        "USER": "User",
        "OTHER": "Other"
      },
      "entity": "Entity",
      "entityId": "Entity ID",
      "source": "Source",
      "sourceValues": {
        "MINI_PROGRAM": "Mini program",
        "PC": "PC",
        "APP": "App",
        "UNKNOWN": "Unknown"
      },
      "reason": "Note"
    },
    "runLog": {
      "createdDate": "Time",
      "level": "Level",
      "levelValues": {
        "INFO": "Info",
        "WARN": "Warning",
        "ERROR": "Error"
      },
      "service": "Service",
      "serviceValues": {
        "device-gateway": "Device gateway",
        "message-center": "Message centre",
        "rescue-dispatch": "Rescue dispatch",
        "report-generator": "Report generator",
        "data-sync": "Data sync",
        "auth-server": "Auth server"
      },
      "message": "Message",
      "host": "Host"
    },
    "pushAcct": {
      "username": "Account",
      "type": "Type",
      "typeValues": {
        "INSTITUTION": "Institution",
        "REGION": "Region",
        "PLATFORM": "Platform"
      },
      "protocol": "Push protocol",
      "protocolValues": {
        "HTTP": "HTTP",
        "HTTPS": "HTTPS",
        "MQTT": "MQTT"
      },
      "url": "Push URL",
      "password": "Password",
      "certificatePath": "Certificate path",
      "innerService": "Inner service",
      "innerServiceValues": {
        "true": "Yes",
        "false": "No"
      },
      "enabled": "Start-up switch",
      "enabledValues": {
        "true": "Yes",
        "false": "No"
      },
      "includeSubInstitutions": "Sub-institutions",
      "includeSubInstitutionsValues": {
        "true": "Yes",
        "false": "No"
      },
      "pushSelfTest": "Self-test",
      "pushSelfTestValues": {
        "true": "Yes",
        "false": "No"
      },
      "pushEvents": "Events",
      "pushEventsValues": {
        "true": "Yes",
        "false": "No"
      }
    },
    "mqAcct": {
      "username": "User",
      "password": "Password",
      "queue": "Queue",
      "queueHint": "Must begin with real_time_data_, e.g. real_time_data_hangzhou",
      "exchange": "Exchange",
      "virtualHost": "Virtual host",
      "routeKey": "Route key",
      "queueFormat": "The queue must begin with real_time_data_ followed by letters, digits or underscores.",
      "nameFormat": "Letters, digits, underscores, dots and hyphens only."
    },
    "extIf": {
      "name": "Name",
      "kind": "Kind",
      "kindValues": {
        "ERP": "ERP",
        "PUBLIC": "Public"
      },
      "appKey": "App key",
      "appSecret": "App secret",
      "url": "Callback URL",
      "enabled": "Enabled",
      "enabledValues": {
        "true": "Yes",
        "false": "No"
      },
      "description": "Description",
      "keyFormat": "Letters, digits, underscores and hyphens only."
    },
    "vipCard": {
      "serialNumber": "Card number",
      "serialNumberHint": "Looks like VIP-2026-0001",
      "secret": "Secret",
      "boundPersonCount": "Bound persons",
      "accountCount": "Member accounts",
      "systemName": "System name",
      "systemNameEn": "System name (English)",
      "systemTheme": "Theme",
      "systemThemeHint": "Theme and colour joined by two dashes, e.g. light--#722ED1, or just a colour",
      "expiryDate": "Expires",
      "serialFormat": "A card number looks like VIP-2026-0001.",
      "themeFormat": "Use light--#RRGGBB, dark--#RRGGBB or #RRGGBB.",
      "preview": "Branding preview",
      "previewButton": "Primary button",
      "previewLink": "Link text",
      "previewCaption": "What members see after signing in: {{theme}} navigation, theme colour {{color}}. The logo is set per member account; the platform's logo stands in here."
    },
    "globalCfg": {
      "title": "Global config",
      "platformName": "Platform name",
      "platformNameEn": "Platform name (English)",
      "staleDeviceHours": "Stale device after (hours)",
      "staleDeviceHoursHint": "A device that has not reported for longer counts as stale",
      "selfTestOverdueHours": "Self-test overdue after (hours)",
      "expiryWarningDays": "Consumable expiry warning (days)",
      "supportPhone": "Support phone",
      "supportEmail": "Support e-mail",
      "inspectionReportDay": "Monthly inspection report day",
      "saved": "Global config saved."
    }
  },
);
